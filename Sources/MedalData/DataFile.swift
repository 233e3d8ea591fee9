import FoundationEssentials

/// Reads a JSON data file into a Decodable type, turning every failure
/// (missing, not a regular file, too large, empty, not UTF-8, not JSON, the
/// wrong shape) into a `DataFileError` that names the file and says what is
/// wrong in plain words.
public enum DataFile {
    public static func load<Contents: Decodable>(_ type: Contents.Type, from path: String) throws(DataFileError) -> Contents {
        try decode(type, from: DataFileReader.read(path), file: path)
    }

    public static func decode<Contents: Decodable>(_ type: Contents.Type, from data: Data, file: String) throws(DataFileError) -> Contents {
        let bytes = Array(data)
        if bytes.allSatisfy(JSONSyntaxCheck.isBlank) {
            throw DataFileError(file: file, problem: "the file is empty")
        }
        if let offset = UTF8Check.firstInvalidOffset(in: bytes) {
            throw DataFileError(file: file, problem: "the file is not valid UTF-8 at \(TextPosition(of: offset, in: bytes))")
        }
        // Checked here and not left to the decoder, which takes some texts
        // that are not JSON (`[1,]`, `01`, `"\x"`) and places no error.
        if let failure = JSONSyntaxCheck.firstError(in: bytes) {
            throw DataFileError(file: file, problem: "it is not valid JSON (\(failure))")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw DataFileError(file: file, problem: DecodingProblem.describe(error, bytes: bytes))
        } catch {
            throw DataFileError(file: file, problem: "it could not be decoded")
        }
    }
}

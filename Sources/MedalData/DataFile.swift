import FoundationEssentials

/// Reads a JSON data file into a Decodable type, turning every failure
/// (missing, unreadable, empty, not JSON, the wrong shape) into a
/// `DataFileError` that names the file and says what is wrong.
public enum DataFile {
    public static func load<Contents: Decodable>(_ type: Contents.Type, from path: String) throws(DataFileError) -> Contents {
        let data: Data
        do {
            data = try Data(contentsOf: URL(filePath: path))
        } catch {
            throw DataFileError(file: path, problem: readProblem(error))
        }
        return try decode(type, from: data, file: path)
    }

    public static func decode<Contents: Decodable>(_ type: Contents.Type, from data: Data, file: String) throws(DataFileError) -> Contents {
        if data.isEmpty {
            throw DataFileError(file: file, problem: "the file is empty")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw DataFileError(file: file, problem: DecodingProblem.describe(error, data: data))
        } catch {
            throw DataFileError(file: file, problem: "it could not be decoded (\(error))")
        }
    }

    private static func readProblem(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: return "the file does not exist"
            case .fileReadNoPermission: return "permission to read it was denied"
            default: break
            }
        }
        return "it could not be read (\(error))"
    }
}

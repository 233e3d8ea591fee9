/// Why a data file could not be used: the file and the problem, in words.
public struct DataFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the file that was read.
    public let file: String
    /// What is wrong with it, as a sentence fragment ("the file does not exist").
    public let problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "Could not load \(file): \(problem)." }
}

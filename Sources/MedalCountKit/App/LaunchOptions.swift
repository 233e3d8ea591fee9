import Presentation

/// The demos the app holds, as `--demo` names them.
public enum Demo: String, CaseIterable, Sendable {
    case medalCount = "medal-count"
    case swipeNavigation = "swipe-navigation"
    case beginnerCook = "beginner-cook"
}

/// How Beginner Cook's details come and go.
public enum HerbTransition: String, CaseIterable, Sendable {
    /// Out of the thumbnail with a spring.
    case pop
    /// The chapter's first step: a plain fade.
    case fade
}

/// What the command line asked for.
public struct LaunchOptions: Equatable, Sendable {
    /// The window to open at launch.
    public var demo: Demo = .medalCount
    /// Beginner Cook's transition.
    public var herbTransition: HerbTransition = .pop
    /// What the medal table does in a short window.
    public var compactHeightPolicy: CompactHeightPolicy = .rotatePrompt
    /// A games file to read instead of the shipped `data/games.json`.
    public var gamesFile: String?
    /// Multiplies animation durations (10 makes every slide ten times slower).
    public var timeScale: Double = 1
    /// The style asked for at launch (`--style`, `--dark`); nil keeps the
    /// desktop's.
    public var style: StyleChoice?
    public var showsHelp = false

    public init() {}

    /// The options, as `--help` lists them; `parse` reads each of them.
    public static let descriptions = [
        OptionDescription(
            name: "demo", value: "NAME",
            help: "open a demo: medal-count (default), swipe-navigation or beginner-cook"),
        OptionDescription(name: "transition", value: "KIND", help: "Beginner Cook's transition: pop (default) or fade"),
        OptionDescription(
            name: "compact-height", value: "POLICY",
            help: "what the medal table shows when the window is short: rotate-prompt (default), fullscreen or sheet"),
        OptionDescription(name: "games", value: "FILE", help: "read the Games from FILE instead of data/games.json"),
        OptionDescription(name: "time-scale", value: "FACTOR", help: "slow down (or speed up) every animation by FACTOR"),
        OptionDescription(name: "style", value: "STYLE", help: "system (follow the desktop, the default), light or dark"),
        OptionDescription(name: "dark", value: nil, help: "use the dark style (--style=dark)"),
    ]

    /// What `--help` prints: every option that is not hidden, `--help`, and
    /// how the renderer is chosen.
    public static var usage: String {
        let shown = descriptions.filter { !$0.hidden }.map { ("--\($0.name)" + ($0.value.map { "=\($0)" } ?? ""), $0.help) }
        let lines = (shown + [("--help", "show this help")]).flatMap { option, help in
            wrapped(help, width: 80 - helpColumn).enumerated().map { index, line in
                (index == 0 ? "  " + option.padding(to: helpColumn - 2) : String(repeating: " ", count: helpColumn)) + line
            }
        }
        let renderer = wrapped(RendererChoice.help, width: 80).joined(separator: "\n")
        return "Usage: MedalCount [OPTION...]\n\n" + lines.joined(separator: "\n") + "\n\n" + renderer
    }

    /// Where the help texts start in `usage`.
    private static let helpColumn = 27

    /// `text` in lines of at most `width` characters, broken between words.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(LaunchOptionsError) -> LaunchOptions {
        var options = LaunchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(LaunchOptionsError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(name) }
                return next
            }
            /// The value as one of `T`'s cases, named by their raw values.
            func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(LaunchOptionsError) -> T where T.RawValue == String {
                let text = try value()
                guard let chosen = T(rawValue: text) else {
                    throw .badValue(name, text, expected: T.allCases.map(\.rawValue).joined(separator: " or "))
                }
                return chosen
            }
            switch name {
            case "--compact-height":
                options.compactHeightPolicy = try choice(CompactHeightPolicy.self)
            case "--demo":
                options.demo = try choice(Demo.self)
            case "--transition":
                options.herbTransition = try choice(HerbTransition.self)
            case "--games":
                let file = try value()
                guard !file.isEmpty else { throw .badValue(name, file, expected: "a file name") }
                options.gamesFile = file
            case "--time-scale":
                let text = try value()
                guard let factor = Double(text), factor > 0, factor.isFinite else {
                    throw .badValue(name, text, expected: "a number above 0")
                }
                options.timeScale = factor
            case "--style":
                options.style = try choice(StyleChoice.self)
            case "--dark":
                options.style = .dark
            case "--help", "-h":
                options.showsHelp = true
            default:
                throw .unknown(argument)
            }
        }
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// One command-line option: its long name, the placeholder of its value
/// (nil for a switch), what it does, and whether `--help` leaves it out.
public struct OptionDescription: Sendable {
    public let name: String
    public let value: String?
    public let help: String
    public let hidden: Bool

    public init(name: String, value: String?, help: String, hidden: Bool = false) {
        self.name = name
        self.value = value
        self.help = help
        self.hidden = hidden
    }
}

extension String {
    /// This string followed by spaces up to `width` characters (at least one space).
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}

/// A command line that could not be understood, in words.
public enum LaunchOptionsError: Error, Equatable, CustomStringConvertible {
    case unknown(String)
    case missingValue(String)
    case badValue(String, String, expected: String)

    public var description: String {
        switch self {
        case let .unknown(argument): "unknown option \"\(argument)\""
        case let .missingValue(name): "\(name) needs a value"
        case let .badValue(name, value, expected): "\(name): \"\(value)\" is not valid (expected \(expected))"
        }
    }
}

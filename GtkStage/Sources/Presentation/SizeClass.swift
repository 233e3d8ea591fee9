/// UIKit's coarse reading of a dimension: compact (cramped) or regular.
public enum SizeClass: Sendable {
    case compact
    case regular
}

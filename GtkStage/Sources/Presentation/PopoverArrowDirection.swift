/// Which way a popover's arrow points at its source, as UIKit's
/// UIPopoverArrowDirection: `.up` is a popover below its source, its arrow
/// on its top edge pointing up.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The sides as bits: up 1, down 2, left 4, right 8.
    public let rawValue: Int

    /// The sides whose bits `rawValue` holds.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Below its source, pointing up at it.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// Above its source, pointing down at it.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// To the right of its source, pointing left at it.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// To the left of its source, pointing right at it.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any side with room.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No arrow: a popover not placed yet, or one with no source, in the middle.
    public static let unknown: PopoverArrowDirection = []
}

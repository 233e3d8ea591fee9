/// An input that hands its owner a sequence of events (a drag, a swipe)
/// and lets the owner keep it or pass it on, as UIKit's gesture recognizers
/// succeed or fail: the drag and the touchpad swipe gestures.
@MainActor
public protocol SequenceClaiming: AnyObject {
    /// Takes the sequence: it goes no further.
    func claim()
    /// Lets the sequence go on to whatever is under it.
    func deny()
}

import Presentation

/// What the medal table does when the window is too short for a 2/3 panel;
/// the raw values are the command line's spellings.
public enum CompactHeightPolicy: String, CaseIterable, Sendable {
    /// Cover the whole window with a prompt to make the window taller.
    case rotatePrompt = "rotate-prompt"
    /// Show the medal table itself over the whole window.
    case fullscreen
    /// Keep the medal table a sheet, at its largest detent and attached to
    /// the bottom edge, with its grabber (UIKit's
    /// `prefersEdgeAttachedInCompactHeight`).
    case attachedSheet = "sheet"
}

/// The style a person picked: the desktop's, or light or dark whatever it says.
public enum StyleChoice: String, CaseIterable, Sendable {
    case system
    case light
    case dark
}

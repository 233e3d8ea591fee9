/// What the desktop asks of an app's look: a colour scheme and a contrast.
///
/// The values are the Settings portal's (`org.freedesktop.appearance`):
/// `color-scheme` 0 no preference, 1 prefer dark, 2 prefer light; `contrast`
/// 0 normal, 1 high.
public struct DesktopAppearance: Equatable, Sendable {
    public var colorScheme: UInt32
    public var contrast: UInt32

    public init(colorScheme: UInt32 = 0, contrast: UInt32 = 0) {
        self.colorScheme = colorScheme
        self.contrast = contrast
    }

    /// No desktop to ask: light, normal contrast.
    public static let unknown = DesktopAppearance()

    public var prefersDark: Bool { colorScheme == 1 }
    public var highContrast: Bool { contrast == 1 }

    /// Whether the app is dark under `choice`.
    public func isDark(under choice: StyleChoice) -> Bool {
        switch choice {
        case .system: prefersDark
        case .light: false
        case .dark: true
        }
    }
}

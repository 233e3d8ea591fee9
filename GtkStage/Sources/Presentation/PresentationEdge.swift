/// The edge a panel is asked to slide in from, in the terms of the reading
/// order; the presentation resolves it to a physical `PresentationDirection`
/// for the direction its window lays out in when it starts.
public enum PresentationEdge: Sendable, CaseIterable {
    case leading
    case trailing
    case top
    case bottom

    /// The physical edge this is under `layout`.
    public func resolved(for layout: LayoutDirection) -> PresentationDirection {
        switch self {
        case .leading: layout.side(of: .leading)
        case .trailing: layout.side(of: .trailing)
        case .top: .top
        case .bottom: .bottom
        }
    }
}

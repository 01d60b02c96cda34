/// What a piece of text is, which decides how it is painted. Renderers name roles, never colours.
public enum ColourRole: Sendable, CaseIterable {
    case title
    case heading
    case label
    case muted
    case accent
    case rating
    case warning
    case error

    /// The SGR parameters of the role (ECMA-48 "Select Graphic Rendition").
    var selectGraphicRendition: String {
        switch self {
        case .title: "1"
        case .heading: "1;36"
        case .label: "36"
        case .muted: "2"
        case .accent: "35"
        case .rating: "33"
        case .warning: "33"
        case .error: "1;31"
        }
    }
}

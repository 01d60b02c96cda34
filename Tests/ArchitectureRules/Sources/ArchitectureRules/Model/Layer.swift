/// The ring a module belongs to. Contexts split into their four layers.
public enum Layer: String, Sendable, Hashable {
    case core = "Core"
    case platform = "Platform"
    case domain = "Domain"
    case application = "Application"
    case infrastructure = "Infrastructure"
    case composition = "Composition"
    case feature = "feature"
    case vendor = "vendor client"
    case contextAdapter = "context adapter"
    case platformAdapter = "platform adapter"
    case app = "App"
    /// The App's browser, a target of its own that knows screens through a protocol.
    case browser = "App browser"
    case tests = "cross-package tests"

    /// The four layers of a context, in the order a context's targets are named.
    public static let contextLayers: [Layer] = [.domain, .application, .infrastructure, .composition]
}

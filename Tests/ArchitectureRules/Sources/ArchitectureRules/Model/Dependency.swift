/// What a module depends on or imports, resolved.
public enum Dependency: Sendable, Hashable {
    /// A module of this project.
    case module(Module)
    /// A module from a package outside the project (GRDB, ArgumentParser, …).
    case thirdParty(String)
    /// FoundationNetworking: networking belongs in adapters.
    case networking(String)
    /// XCTest or Swift Testing, which production code never imports.
    case testFramework(String)

    public var name: String {
        switch self {
        case .module(let module): module.name
        case .thirdParty(let name), .networking(let name), .testFramework(let name): name
        }
    }

    public var label: String {
        switch self {
        case .module(let module): module.label
        case .thirdParty(let name): "\(name) (third-party)"
        case .networking(let name): "\(name) (networking)"
        case .testFramework(let name): "\(name) (test framework)"
        }
    }
}

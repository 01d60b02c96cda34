/// What a package dependency points at: a folder (relative to the repository root, or starting
/// with ".." when it leaves the repository) or a third-party package's URL.
public enum PackageDependencyTarget: Sendable, Hashable {
    case path(String)
    case url(String)
}

/// One side of a review: a commit, or the working tree as it stands (tracked and untracked files).
public enum Revision: Sendable, Equatable {
    /// `id` is the full commit id; `name` what the caller wrote, or how the default was found.
    case commit(id: String, name: String)
    case workingTree(headID: String)

    /// "a1b2c3d (main)", "the working tree (on a1b2c3d)".
    public var title: String {
        switch self {
        case .commit(let id, let name): name == id || name.isEmpty ? String(id.prefix(10)) : "\(String(id.prefix(10))) (\(name))"
        case .workingTree(let head): "the working tree (on \(String(head.prefix(10))))"
        }
    }

    /// The commit it is, or stands on.
    var commitID: String {
        switch self {
        case .commit(let id, _): id
        case .workingTree(let head): head
        }
    }
}

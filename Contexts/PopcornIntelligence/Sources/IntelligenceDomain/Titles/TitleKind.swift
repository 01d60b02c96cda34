/// The two kinds of title a conversation can be about, written as the command line writes them.
public enum TitleKind: String, Sendable, Hashable, Codable, CaseIterable {
    case movie
    case tv
}

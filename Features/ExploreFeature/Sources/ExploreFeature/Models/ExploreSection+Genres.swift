extension ExploreSection {
    /// Whether the section lists genres, which are drawn as names run together rather than as rows.
    var listsGenres: Bool {
        !items.isEmpty && items.allSatisfy(\.kind.isGenre)
    }
}

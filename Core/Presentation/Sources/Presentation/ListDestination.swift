/// A link a list screen offers: to one of its rows (a film, a series or a person) or to another
/// page of the list. Each list screen has its own destinations; they share how a page's links are
/// made.
public protocol ListDestination: Equatable {
    static func item(_ kind: ItemKind, id: Int) -> Self
    static func page(_ number: Int) -> Self
}

extension ListDestination {
    /// A page's links: each row in order, then the previous page and the next, where they can
    /// be opened.
    public static func links(rows: [(kind: ItemKind, id: Int)], page: Int, totalPages: Int) -> [Self] {
        rows.map { item($0.kind, id: $0.id) } + pageNumbers(page: page, totalPages: totalPages).map { .page($0) }
    }

    /// The previous page and the next, where they can be opened (`ListPages`: never past the
    /// 500th; a page past the end leads back to the last).
    public static func pageNumbers(page: Int, totalPages: Int) -> [Int] {
        ListPages.neighbours(of: page, totalPages: totalPages)
    }
}

/// One page of an ordered list as the catalogue serves it: twenty rows a page, as TMDb serves
/// them, so that a source's pages mean the same whichever source answers.
public struct CataloguePage: Sendable, Equatable {
    public static let size = 20

    /// Pages count from 1; a number below 1 reads as the first page.
    public let number: Int

    public init(_ number: Int) {
        self.number = number
    }

    /// How many rows the page holds at most.
    public var limit: Int { Self.size }

    /// How many rows come before the page.
    public var offset: Int { max(0, number - 1) * Self.size }

    /// How many pages a list of `totalCount` rows fills; an empty list has one empty page.
    public static func count(forTotal totalCount: Int) -> Int {
        max(1, (totalCount + size - 1) / size)
    }
}

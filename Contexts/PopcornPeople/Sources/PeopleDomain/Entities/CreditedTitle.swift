public import CoreDomain

/// The film or series a credit is on, as much of it as a person's page needs: enough to recognise
/// it, date it and open it.
public struct CreditedTitle: Sendable, Equatable, Codable {
    public let kind: TitleKind
    public let id: Int
    public let name: String
    /// A film's release date or a series' first air date.
    public let date: CalendarDate?
    /// Nil when nobody has voted.
    public let rating: Rating?
    /// When the rating was taken ("2019-05"); nil where the source does not date it.
    public let figuresAsOf: String?

    public init(kind: TitleKind, id: Int, name: String, date: CalendarDate?, rating: Rating?, figuresAsOf: String?) {
        self.kind = kind
        self.id = id
        self.name = name
        self.date = date
        self.rating = rating
        self.figuresAsOf = figuresAsOf
    }

    public var year: Int? { date?.year }
}

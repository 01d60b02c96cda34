public import CoreDomain
public import Foundation
public import LibraryDomain

/// Ready-made values for the Library context's tests. Fight Club and Game of Thrones as the
/// catalogue has them.
public enum LibraryFixtures {
    public static let fightClub = MoviePreview(id: 550, title: "Fight Club", year: 1999, rating: Rating(average: 8.4, voteCount: 26_280))
    public static let gameOfThrones = TVSeriesPreview(
        id: 1399, name: "Game of Thrones", year: 2011, rating: Rating(average: 8.4, voteCount: 21_000))
    public static let bradPitt = PersonPreview(id: 287, name: "Brad Pitt")
    public static let fightClubTitle = TitleReference(kind: .movie, id: 550)
    public static let gameOfThronesTitle = TitleReference(kind: .tvSeries, id: 1399)
    public static let moment = Date(timeIntervalSince1970: 1_795_000_000)
    public static let later = moment.addingTimeInterval(60)
    public static let muchLater = moment.addingTimeInterval(3_600)
    public static let day = CalendarDate(year: 2024, month: 5, day: 12)!
}

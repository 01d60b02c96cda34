public import CoreDomain
public import TVSeriesDomain

/// Series genres as TMDb names them (`/genre/tv/list`), for the discovery tests.
public enum TVSeriesGenreFixtures {
    public static let drama = Genre(id: 18, name: "Drama")
    public static let crime = Genre(id: 80, name: "Crime")
    public static let sciFiAndFantasy = Genre(id: 10765, name: "Sci-Fi & Fantasy")
    public static let actionAndAdventure = Genre(id: 10759, name: "Action & Adventure")
    public static let warAndPolitics = Genre(id: 10768, name: "War & Politics")

    public static let list: [TVSeriesGenre] = [drama, crime, sciFiAndFantasy, actionAndAdventure, warAndPolitics].map {
        TVSeriesGenre(genre: $0, seriesCount: nil)
    }
}

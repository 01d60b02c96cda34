public import EmbeddedCatalogue
import Foundation

/// A four-film seed in the bundled seed's format: enough to tell the orders apart, to score
/// similarity, and to hold a film with unknown facts and names without ids: for the tests of the
/// catalogue and of what builds its file. Its `later-films.tsv` is the header alone;
/// `withLaterFilm` adds a film without credits there.
public enum TestSeeds {
    static let genres = """
        {"id":18,"name":"Drama"}
        {"id":28,"name":"Action"}
        {"id":35,"name":"Comedy"}
        {"id":53,"name":"Thriller"}
        {"id":80,"name":"Crime"}
        {"id":878,"name":"Science Fiction"}
        {"id":9648,"name":"Mystery"}
        {"id":10749,"name":"Romance"}
        """

    /// `people.tsv`: its header and a person a line, by id; an empty field is unknown.
    static let people =
        [
            "id\tname\tgender\tbirthday\tdeathday\tcountryOfBirth",
            "287\tBrad Pitt\t2\t\t\t",
            "819\tEdward Norton\t2\t\t\t",
            "1219\tJamie Clayton\t\t\t\t",
            "6384\tKeanu Reeves\t2\t\t\t",
            "7467\tDavid Fincher\t2\t\t\t",
            "9339\tLana Wachowski\t\t\t\t",
            "9340\tLilly Wachowski\t\t\t\t",
        ].joined(separator: "\n") + "\n"

    static let movies = """
        {"budget":null,"cast":[{"character":null,"name":"Audrey Tautou","order":0,"personId":null}],"companies":[],"countries":["FR"],"creditsRecorded":true,"crew":[{"department":"Directing","job":"Director","name":"Jean-Pierre Jeunet","personId":null}],"genres":["Comedy","Romance"],"id":194,"keywords":["paris"],"originalLanguage":"fr","originalTitle":"Le Fabuleux Destin d'Amélie Poulain","overview":null,"popularity":19.0,"releaseDate":"2001-04-25","revenue":null,"runtime":null,"spokenLanguages":["fr"],"status":"Released","title":"Amélie","voteAverage":null,"voteCount":null}
        {"budget":63000000,"cast":[{"character":"The Narrator","name":"Edward Norton","order":0,"personId":819},{"character":"Tyler Durden","name":"Brad Pitt","order":1,"personId":287}],"companies":[],"countries":["US"],"creditsRecorded":true,"crew":[{"department":"Directing","job":"Director","name":"David Fincher","personId":7467}],"genres":["Drama"],"id":550,"keywords":["insomnia","dual identity"],"originalLanguage":"en","originalTitle":"Fight Club","overview":"An insomniac and a soap maker start a club.","popularity":63.9,"releaseDate":"1999-10-15","revenue":100853753,"runtime":139,"spokenLanguages":["en"],"status":"Released","title":"Fight Club","voteAverage":8.3,"voteCount":9413}
        {"budget":null,"cast":[{"character":"Neo","name":"Keanu Reeves","order":0,"personId":6384}],"companies":[],"countries":["US"],"creditsRecorded":true,"crew":[{"department":"Directing","job":"Director","name":"Lilly Wachowski","personId":9340},{"department":"Directing","job":"Director","name":"Lana Wachowski","personId":9339}],"genres":["Action","Science Fiction"],"id":603,"keywords":["dual identity"],"originalLanguage":"en","originalTitle":"The Matrix","overview":"A hacker learns the truth about his world.","popularity":104.3,"releaseDate":"1999-03-30","revenue":null,"runtime":136,"spokenLanguages":["en"],"status":"Released","title":"The Matrix","voteAverage":7.9,"voteCount":8907}
        {"budget":null,"cast":[{"character":"David Mills","name":"Brad Pitt","order":0,"personId":287}],"companies":[],"countries":["US"],"creditsRecorded":true,"crew":[{"department":"Directing","job":"Director","name":"David Fincher","personId":7467}],"genres":["Crime","Mystery","Thriller"],"id":807,"keywords":[],"originalLanguage":"en","originalTitle":"Se7en","overview":"Two detectives chase a killer who works from a list of sins.","popularity":79.6,"releaseDate":"1995-09-22","revenue":null,"runtime":127,"spokenLanguages":["en"],"status":"Released","title":"Se7en","voteAverage":8.1,"voteCount":5765}
        """

    /// `later-films.tsv`'s first line, the columns.
    static let laterFilmsHeader =
        [
            "id", "title", "originalTitle", "originalLanguage", "releaseDate", "runtime", "genres", "spokenLanguages", "countries",
            "companies", "budget", "revenue", "status", "voteAverage", "voteCount", "popularity", "figuresAsOf",
        ].joined(separator: "\t") + "\n"

    /// A line of `later-films.tsv`: Challengers, a film without credits whose original title is
    /// unknown, as the bundled seed holds it.
    public static let laterFilm = [
        "937287", "Challengers", "", "en", "2024-04-18", "132", "Drama|Romance", "", "", "", "55000000", "94182533", "Released",
        "6.939", "2427", "52.833", "2025-11",
    ].joined(separator: "\t")

    /// Two series: one with two seasons, of which the first has its episodes held, and one with
    /// no episode held. Person 9340 (Lilly Wachowski) created both, for similarity.
    static let series = """
        {"companies":[],"creators":[{"name":"Lilly Wachowski","personId":9340}],"episodeRunTimes":[60],"figuresAsOf":"2019-05","firstAirDate":"2015-06-05","genres":["Drama"],"id":61664,"inProduction":false,"languages":["en"],"lastAirDate":"2018-06-08","mainCast":[{"character":"Nomi Marks","episodeCount":null,"name":"Jamie Clayton","order":0,"personId":1219,"source":"test"}],"name":"Sense8","networks":["Netflix"],"numberOfEpisodes":24,"numberOfSeasons":2,"originCountries":["US"],"originalLanguage":"en","originalName":"Sense8","overview":null,"popularity":20.5,"status":"Ended","type":"Scripted","voteAverage":8.1,"voteCount":900}
        {"companies":[],"creators":[{"name":"Lilly Wachowski","personId":9340},{"name":"Someone Unlisted","personId":null}],"episodeRunTimes":[],"figuresAsOf":"2019-05","firstAirDate":null,"genres":["Drama","Science Fiction"],"id":70000,"inProduction":null,"languages":[],"lastAirDate":null,"mainCast":[],"name":"Test Pattern","networks":[],"numberOfEpisodes":null,"numberOfSeasons":1,"originCountries":[],"originalLanguage":"en","originalName":"Test Pattern","overview":null,"popularity":1.0,"status":null,"type":null,"voteAverage":null,"voteCount":null}
        """

    static let seasons = """
        {"airDate":"2015-06-05","episodeCount":3,"id":1,"name":"Season 1","seasonNumber":1,"seriesId":61664}
        {"airDate":"2017-05-05","episodeCount":11,"id":2,"name":"Season 2","seasonNumber":2,"seriesId":61664}
        {"airDate":null,"episodeCount":null,"id":null,"name":"Season 1","seasonNumber":1,"seriesId":70000}
        """

    static let episodes = """
        {"airDate":"2015-06-05","creditsRecorded":true,"crew":[{"department":"Directing","job":"Director","name":"Lana Wachowski","personId":9339}],"episodeNumber":1,"guestStars":[{"character":"Will","name":"Brad Pitt","order":0,"personId":287}],"id":null,"name":"Limbic Resonance","productionCode":null,"seasonNumber":1,"seriesId":61664,"source":"test","voteAverage":null,"voteCount":null}
        {"airDate":"2015-06-05","creditsRecorded":true,"crew":[{"department":"Directing","job":"Director","name":"Lana Wachowski","personId":9339}],"episodeNumber":2,"guestStars":[{"character":"Will","name":"Brad Pitt","order":0,"personId":287},{"character":"Nomi","name":"Keanu Reeves","order":1,"personId":6384}],"id":null,"name":"I Am Also a We","productionCode":null,"seasonNumber":1,"seriesId":61664,"source":"test","voteAverage":null,"voteCount":null}
        """

    public static var seed: CatalogueSeed {
        CatalogueSeed(
            movies: movies, people: people, genres: genres, series: series, seasons: seasons, episodes: episodes,
            laterFilms: laterFilmsHeader)
    }

    /// The four-film seed with `lines` (by default Challengers, `laterFilm`) in its `later-films.tsv`.
    public static func withLaterFilm(_ lines: String = laterFilm) -> CatalogueSeed {
        CatalogueSeed(
            movies: movies, people: people, genres: genres, series: series, seasons: seasons, episodes: episodes,
            laterFilms: laterFilmsHeader + lines + "\n")
    }

    /// The four-film seed with one edit to one of its files, for the validation tests.
    public static func seed(replacing target: String, with replacement: String) -> CatalogueSeed {
        let files = [movies, people, genres, series, seasons, episodes, laterFilmsHeader]
        precondition(files.contains { $0.contains(target) }, "the test seed has no \(target)")
        let edited = files.map { $0.replacingOccurrences(of: target, with: replacement) }
        return CatalogueSeed(
            movies: edited[0], people: edited[1], genres: edited[2], series: edited[3], seasons: edited[4], episodes: edited[5],
            laterFilms: edited[6])
    }
}

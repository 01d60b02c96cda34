import EmbeddedCatalogue
import Foundation

/// A four-film seed: enough to tell the orders apart and to score similarity.
enum TestSeeds {
    static let fourFilms = """
        {
          "genres": [
            { "id": 28, "name": "Action" },
            { "id": 80, "name": "Crime" },
            { "id": 18, "name": "Drama" },
            { "id": 35, "name": "Comedy" },
            { "id": 9648, "name": "Mystery" },
            { "id": 10749, "name": "Romance" },
            { "id": 878, "name": "Science Fiction" },
            { "id": 53, "name": "Thriller" }
          ],
          "movies": [
            {
              "id": 194, "title": "Amélie", "originalTitle": "Le Fabuleux Destin d'Amélie Poulain", "originalLanguage": "fr",
              "releaseDate": "2001-04-25", "runtime": 122, "genres": ["Comedy", "Romance"],
              "overview": "A shy waitress quietly rearranges her neighbours' lives.",
              "voteAverage": 7.8, "voteCount": 3403, "popularity": 19.0,
              "cast": [{ "id": 3062, "name": "Audrey Tautou", "character": "Amélie Poulain" }],
              "crew": [{ "id": 2419, "name": "Jean-Pierre Jeunet", "job": "Director", "department": "Directing" }]
            },
            {
              "id": 550, "title": "Fight Club", "originalTitle": "Fight Club", "originalLanguage": "en",
              "releaseDate": "1999-10-15", "runtime": 139, "genres": ["Drama"],
              "overview": "An insomniac and a soap maker start a club.",
              "voteAverage": 8.3, "voteCount": 9413, "popularity": 63.9,
              "cast": [
                { "id": 819, "name": "Edward Norton", "character": "The Narrator" },
                { "id": 287, "name": "Brad Pitt", "character": "Tyler Durden" }
              ],
              "crew": [{ "id": 7467, "name": "David Fincher", "job": "Director", "department": "Directing" }]
            },
            {
              "id": 603, "title": "The Matrix", "originalTitle": "The Matrix", "originalLanguage": "en",
              "releaseDate": "1999-03-30", "runtime": 136, "genres": ["Action", "Science Fiction"],
              "overview": "A hacker learns the truth about his world.",
              "voteAverage": 7.9, "voteCount": 8907, "popularity": 104.3,
              "cast": [{ "id": 6384, "name": "Keanu Reeves", "character": "Neo" }],
              "crew": [
                { "id": 9340, "name": "Lilly Wachowski", "job": "Director", "department": "Directing" },
                { "id": 9339, "name": "Lana Wachowski", "job": "Director", "department": "Directing" }
              ]
            },
            {
              "id": 807, "title": "Se7en", "originalTitle": "Se7en", "originalLanguage": "en",
              "releaseDate": "1995-09-22", "runtime": 127, "genres": ["Crime", "Mystery", "Thriller"],
              "overview": "Two detectives chase a killer who works from a list of sins.",
              "voteAverage": 8.1, "voteCount": 5765, "popularity": 79.6,
              "cast": [{ "id": 287, "name": "Brad Pitt", "character": "David Mills" }],
              "crew": [{ "id": 7467, "name": "David Fincher", "job": "Director", "department": "Directing" }]
            }
          ]
        }
        """

    static var seed: CatalogueSeed { CatalogueSeed(data: Data(fourFilms.utf8)) }

    /// The four-film seed with one edit, for the validation tests.
    static func seed(replacing target: String, with replacement: String) -> CatalogueSeed {
        precondition(fourFilms.contains(target), "the test seed has no \(target)")
        return CatalogueSeed(data: Data(fourFilms.replacingOccurrences(of: target, with: replacement).utf8))
    }
}

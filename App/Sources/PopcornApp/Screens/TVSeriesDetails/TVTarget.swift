import ArgumentParser

/// What `popcorn tv <id> [season <n> [episode <m>]]` points at, read from its words, with a
/// usage error that says which word was wrong.
enum TVTarget: Equatable {
    case series(Int)
    case season(Int, Int)
    case episode(Int, Int, Int)

    static let form = "popcorn tv <id> [season <n> [episode <m>]]"

    init(words: [String]) throws {
        guard let first = words.first else { throw ValidationError("Missing the series id: \(Self.form).") }
        let id = try Self.number(first, naming: "a series id")
        switch words.count {
        case 1:
            self = .series(id)
        case 3 where words[1] == "season":
            self = .season(id, try Self.number(words[2], naming: "a season number"))
        case 5 where words[1] == "season" && words[3] == "episode":
            self = .episode(
                id, try Self.number(words[2], naming: "a season number"), try Self.number(words[4], naming: "an episode number"))
        default:
            throw ValidationError("\"\(words.dropFirst().joined(separator: " "))\" does not fit \(Self.form).")
        }
    }

    private static func number(_ word: String, naming what: String) throws -> Int {
        guard let value = Int(word) else { throw ValidationError("\"\(word)\" is not a number: \(what) is a whole number.") }
        return value
    }
}

extension TVTarget {
    /// The screen that shows the series, season or episode.
    var place: ScreenPlace {
        switch self {
        case .series(let id): .series(id: id)
        case .season(let id, let season): .season(seriesID: id, season: season)
        case .episode(let id, let season, let episode): .episode(seriesID: id, season: season, episode: episode)
        }
    }
}

import Foundation
public import LibraryDomain

/// Matches a film Letterboxd names by name and year with the titles a search found: by title or
/// original title, with case, accents and punctuation folded, and the year; a year off by one
/// only when that leaves one candidate. No match and more than one are told apart, for the
/// import to list.
public enum TitleMatcher {
    /// A title a search found.
    public struct Candidate: Sendable, Equatable {
        public let title: TitleReference
        public let name: String
        public let originalName: String?
        public let year: Int?

        public init(title: TitleReference, name: String, originalName: String?, year: Int?) {
            self.title = title
            self.name = name
            self.originalName = originalName
            self.year = year
        }
    }

    public enum Outcome: Sendable, Equatable {
        case matched(TitleReference)
        case none
        case ambiguous([TitleReference])
    }

    public static func match(name: String, year: Int?, among candidates: [Candidate]) -> Outcome {
        let wanted = folded(name)
        let named = candidates.filter { folded($0.name) == wanted || $0.originalName.map(folded) == wanted }
        var seen: Set<TitleReference> = []
        let distinct = named.filter { seen.insert($0.title).inserted }
        guard let year else { return outcome(distinct) }
        let sameYear = distinct.filter { $0.year == year }
        if !sameYear.isEmpty { return outcome(sameYear) }
        let nearYear = distinct.filter { candidate in candidate.year.map { abs($0 - year) == 1 } ?? false }
        return nearYear.count == 1 ? .matched(nearYear[0].title) : outcome(nearYear.count > 1 ? nearYear : [])
    }

    private static func outcome(_ candidates: [Candidate]) -> Outcome {
        switch candidates.count {
        case 0: .none
        case 1: .matched(candidates[0].title)
        default: .ambiguous(candidates.map(\.title))
        }
    }

    /// Lower case, without accents, and only letters and digits, each run of anything else one
    /// space: "Amélie" and "amelie", "Se7en" and "Se7en.", "WALL·E" and "Wall-E" fold the same.
    public static func folded(_ text: String) -> String {
        let plain = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en"))
        var words: [String] = []
        var word = ""
        for character in plain {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if character != "'" && character != "\u{2019}" {
                if !word.isEmpty { words.append(word) }
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ")
    }
}

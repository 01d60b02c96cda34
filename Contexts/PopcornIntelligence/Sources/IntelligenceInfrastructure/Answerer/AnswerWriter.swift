import CoreDomain
import Foundation
import IntelligenceDomain

/// Decides the embedded answerer's next step for one question: the tool whose result it needs, or,
/// once the conversation holds that result, the answer written from it and from nothing else.
struct AnswerWriter {
    static let decline =
        "The catalogue can answer questions about this title's cast and crew, dates, running time, genres, rating, "
        + "budget and revenue, seasons and episodes, what its people also worked on, and titles like it."

    let facts: ConversationFacts
    let subject: TitleReference
    let sheet: TitleFactSheet

    private var title: String { sheet.name }

    func step(for question: Question) -> AnswerStep {
        switch question {
        case .crew(.creator) where subject.kind == .tv:
            let names = sheet.creators.map(\.name)
            return .say(
                names.isEmpty ? "The catalogue does not say who created \(title)." : "\(title) was created by \(Wording.list(names)).")
        case .crew(let role):
            return withCredits { credits in crewAnswer(role == .creator ? .director : role, credits) }
        case .whoPlays(let character):
            return withCredits { credits in whoPlays(character, credits) }
        case .roleOf(let person):
            return withCredits { credits in roleOf(person, credits) }
        case .otherWork(let mention):
            return otherWork(of: mention)
        case .released: return .say(released)
        case .runtime:
            return .say(sheet.runtimeMinutes.map { "\(title) runs \($0) minutes." } ?? "The catalogue does not say how long \(title) runs.")
        case .genres:
            return .say(
                sheet.genres.isEmpty
                    ? "The catalogue lists no genres for \(title)." : "\(title) is filed under \(Wording.list(sheet.genres)).")
        case .rating: return .say(rating)
        case .budget:
            return .say(
                sheet.budget.map { "The budget of \(title) was $\(Wording.grouped($0))." }
                    ?? "The catalogue does not know the budget of \(title).")
        case .revenue:
            return .say(
                sheet.revenue.map { "\(title) earned $\(Wording.grouped($0)) at the box office." }
                    ?? "The catalogue does not know what \(title) earned.")
        case .seasonCount: return .say(seasonCount)
        case .episodeCount(nil):
            guard subject.kind == .tv else { return .say("\(title) is a film; it has no episodes.") }
            return .say(
                sheet.episodeCount.map { "\(title) has \(Wording.counted($0, "episode", "episodes"))." }
                    ?? "The catalogue does not say how many episodes \(title) has.")
        case .episodeCount(let season?):
            return withSeason(season) { details in
                "\(title) has \(Wording.counted(details.episodes.count, "episode", "episodes")) in season \(season)."
            }
        case .seasonAired(let season):
            return withSeason(season) { details in
                Wording.date(details.airDate?.isoString).map { "\(title)'s season \(season) began airing on \($0)." }
                    ?? "The catalogue does not say when season \(season) of \(title) aired."
            }
        case .similar:
            return withResult(.similarTitles(subject), as: SimilarTitlesSheet.self) { similar in
                let titles = similar.titles.prefix(5).map { Wording.titled($0.name, year: $0.year) }
                return titles.isEmpty ? "The catalogue knows no titles like \(title)." : "\(title) is like \(Wording.list(titles))."
            }
        case .unanswerable:
            return .say(Self.decline)
        }
    }

    private func withResult<Sheet: Decodable>(
        _ request: CatalogueToolRequest, as type: Sheet.Type, _ write: (Sheet) -> String
    ) -> AnswerStep {
        guard let content = facts.content(for: request) else { return .ask(request) }
        if let failure = ToolResultCoding.decode(ToolFailureSheet.self, from: content) { return .say(failure.error) }
        guard let sheet = ToolResultCoding.decode(type, from: content) else {
            return .say("The catalogue's answer could not be read.")
        }
        return .say(write(sheet))
    }

    private func withCredits(_ write: (Credits) -> String) -> AnswerStep {
        withResult(.titleCredits(subject), as: Credits.self, write)
    }

    private func withSeason(_ season: Int, _ write: (SeasonDetails) -> String) -> AnswerStep {
        guard subject.kind == .tv else { return .say("\(title) is a film; it has no seasons.") }
        return withResult(.seasonDetails(seriesID: subject.id, season: season), as: SeasonDetails.self, write)
    }

    private func crewAnswer(_ role: CrewRole, _ credits: Credits) -> String {
        let members = credits.crew.filter { role.jobs.contains($0.job) }
        var names: [String] = []
        for member in members where !names.contains(member.name) { names.append(member.name) }
        switch role {
        case .director, .creator:
            return names.isEmpty ? "The catalogue does not say who directed \(title)." : "\(title) was directed by \(Wording.list(names))."
        case .producer:
            return names.isEmpty ? "The catalogue does not say who produced \(title)." : "\(title) was produced by \(Wording.list(names))."
        case .composer:
            return names.isEmpty
                ? "The catalogue does not say who wrote the music of \(title)." : "The music of \(title) is by \(Wording.list(names))."
        case .writer:
            guard !members.isEmpty else { return "The catalogue does not say who wrote \(title)." }
            var credited: [String] = []
            for name in names {
                let jobs = members.filter { $0.name == name }.map(\.job)
                credited.append("\(name) (\(Wording.list(jobs)))")
            }
            return "\(title) was written by \(Wording.list(credited))."
        }
    }

    private func whoPlays(_ character: String, _ credits: Credits) -> String {
        let parts = credits.cast.filter { member in
            guard let played = member.character.map(QuestionReader.normalized) else { return false }
            return Self.matches(played, character)
        }
        guard !parts.isEmpty else { return "The catalogue does not name that character in the cast of \(title)." }
        return Wording.list(parts.map { "\($0.name) plays \($0.character ?? "")" }) + " in \(title)."
    }

    private func roleOf(_ person: String, _ credits: Credits) -> String {
        let parts = credits.cast.filter { Self.matches(QuestionReader.normalized($0.name), person) }
        guard let first = parts.first else { return "The catalogue does not list that person in the cast of \(title)." }
        let named = parts.compactMap { part in part.character.map { "\(part.name) plays \($0)" } }
        guard !named.isEmpty else { return "\(first.name) is in the cast of \(title), but the catalogue does not name the part." }
        return Wording.list(named) + " in \(title)."
    }

    private func otherWork(of mention: PersonMention) -> AnswerStep {
        withCreditsStep { credits in
            let people =
                credits.cast.map { PersonReference(id: $0.personID, name: $0.name) }
                + credits.crew.map { PersonReference(id: $0.personID, name: $0.name) }
            let person: PersonReference?
            switch mention {
            case .named(let name): person = people.first { Self.matches(QuestionReader.normalized($0.name), name) }
            case .role(let role):
                person = credits.crew.first { role.jobs.contains($0.job) }.map { PersonReference(id: $0.personID, name: $0.name) }
            }
            guard let person else { return .say("The catalogue does not list that person in the cast or crew of \(title).") }
            return withResult(.personCredits(personID: person.id), as: PersonCreditsSheet.self) { sheet in
                var others: [String] = []
                for credit in sheet.credits where !(credit.kind == subject.kind && credit.id == subject.id) {
                    let titled = Wording.titled(credit.name, year: credit.year)
                    if !others.contains(titled) { others.append(titled) }
                }
                guard !others.isEmpty else { return "The catalogue lists no other titles for \(sheet.person.name)." }
                return "\(sheet.person.name) is also credited on \(Wording.list(Array(others.prefix(5))))."
            }
        }
    }

    private func withCreditsStep(_ next: (Credits) -> AnswerStep) -> AnswerStep {
        let request = CatalogueToolRequest.titleCredits(subject)
        guard let content = facts.content(for: request) else { return .ask(request) }
        if let failure = ToolResultCoding.decode(ToolFailureSheet.self, from: content) { return .say(failure.error) }
        guard let credits = ToolResultCoding.decode(Credits.self, from: content) else {
            return .say("The catalogue's answer could not be read.")
        }
        return next(credits)
    }

    private var released: String {
        switch subject.kind {
        case .movie:
            return Wording.date(sheet.releaseDate).map { "\(title) came out on \($0)." }
                ?? sheet.year.map { "\(title) came out in \($0)." } ?? "The catalogue does not say when \(title) came out."
        case .tv:
            guard let first = Wording.date(sheet.releaseDate) else { return "The catalogue does not say when \(title) first aired." }
            guard let last = Wording.date(sheet.lastAirDate) else { return "\(title) first aired on \(first)." }
            return "\(title) first aired on \(first) and last aired on \(last)."
        }
    }

    private var rating: String {
        guard let average = sheet.rating, let votes = sheet.votes else { return "The catalogue has no rating for \(title)." }
        return "\(title) is rated \(Wording.average(average)) on average, from \(Wording.grouped(votes)) votes."
    }

    private var seasonCount: String {
        guard subject.kind == .tv else { return "\(title) is a film; it has no seasons." }
        return sheet.seasonCount.map { "\(title) has \(Wording.counted($0, "season", "seasons"))." }
            ?? "The catalogue does not say how many seasons \(title) has."
    }

    /// Whether a name in the catalogue answers to the words of a question: the same, or holding
    /// them as whole words ("tyler" for "tyler durden", "pitt" for "brad pitt").
    /// A question may go on to name the title ("tyler durden in fight club"): what comes before
    /// its last " in " is tried too.
    static func matches(_ catalogueName: String, _ asked: String) -> Bool {
        if wordsMatch(catalogueName, asked) { return true }
        guard let cut = asked.range(of: " in ", options: .backwards) else { return false }
        return matches(catalogueName, String(asked[..<cut.lowerBound]))
    }

    private static func wordsMatch(_ catalogueName: String, _ asked: String) -> Bool {
        guard !asked.isEmpty else { return false }
        if catalogueName == asked { return true }
        let words = catalogueName.split(separator: " ")
        let askedWords = asked.split(separator: " ")
        guard askedWords.count <= words.count else { return false }
        for start in 0...(words.count - askedWords.count) where Array(words[start..<(start + askedWords.count)]) == askedWords {
            return true
        }
        return false
    }
}

import Foundation

/// Reads a question in English into what it asks, whatever its case and punctuation ("Who's",
/// "what year", "WHO DIRECTED IT?"). A question it cannot place is `.unanswerable`.
struct QuestionReader {
    func read(_ text: String) -> Question {
        let question = Self.normalized(text)
        if let character = Self.remainder(of: question, after: Self.whoPlaysOpenings) {
            return .whoPlays(character: Self.droppingArticle(character))
        }
        if let person = Self.person(inRoleQuestion: question) { return .roleOf(person: person) }
        if let person = Self.person(inOtherWorkQuestion: question) { return .otherWork(person: person) }
        if let role = Self.crewRole(in: question, asking: question.hasPrefix("who") || question.contains(" who ")) {
            return .crew(role)
        }
        let season = Self.season(in: question)
        if question.contains("how many episodes") { return .episodeCount(season: season) }
        if question.contains("how many seasons") { return .seasonCount }
        if let season, Self.containsAny(question, ["air", "when", "come out", "came out", "premiere", "start", "begin", "began"]) {
            return .seasonAired(season)
        }
        if Self.containsAny(question, ["similar", "like it", "like this", "recommend", "like that"]) { return .similar }
        if Self.containsAny(question, ["budget", "cost to make", "how much did it cost", "how much was it made for"]) { return .budget }
        if Self.containsAny(question, ["revenue", "gross", "box office", "earn", "make money", "made money", "how much did it make"]) {
            return .revenue
        }
        if Self.containsAny(question, ["rating", "rated", "votes", "score", "how good"]) { return .rating }
        if Self.containsAny(question, ["genre", "what kind of", "what type of", "what sort of"]) { return .genres }
        if Self.containsAny(question, ["how long", "runtime", "run time", "running time", "length", "how many minutes"]) {
            return .runtime
        }
        if Self.containsAny(question, ["what year", "which year", "release", "come out", "came out", "premiere", "first air", "when"]) {
            return .released
        }
        return .unanswerable
    }

    private static let whoPlaysOpenings = [
        "who plays ", "who played ", "who's playing ", "who is playing ", "who was playing ", "who portrays ", "who portrayed ",
        "who is the actor playing ", "who acts as ", "who voices ", "who voiced ",
    ]
    private static let roleOpenings = [
        "who does ", "whom does ", "who did ", "whom did ", "what role does ", "which role does ", "what role did ", "which role did ",
        "what character does ", "which character does ", "what character did ", "which character did ", "what part does ",
        "which part does ", "what part did ", "which part did ",
    ]
    private static let roleEndings = [
        " play in it", " play in this", " play in the film", " play in the series", " play", " portray", " voice",
    ]
    private static let otherWorkOpenings = [
        "what else has ", "what else have ", "what else was ", "what else is ", "what else did ", "what else does ",
        "what other films has ", "what other movies has ", "what other films did ", "what other movies did ", "what other shows has ",
        "what other series has ", "what other titles has ", "what other work has ", "what other films was ", "what other movies was ",
        "what other films is ", "what other movies is ",
    ]
    private static let otherWorkEndings = [
        " been in", " appeared in", " appear in", " starred in", " star in", " acted in", " act in", " worked on", " work on",
        " directed", " direct", " written", " wrote", " write", " composed", " compose", " produced", " produce", " made", " make",
        " done", " do", " in",
    ]

    /// Lower case, one kind of apostrophe, no punctuation but apostrophes and the dots of initials,
    /// single spaces.
    static func normalized(_ text: String) -> String {
        var kept = ""
        for character in text.lowercased() {
            switch character {
            case "’", "‘", "`": kept.append("'")
            case "?", "!", ",", ";", ":", "\"", "“", "”", "(", ")": kept.append(" ")
            default: kept.append(character.isWhitespace ? " " : character)
            }
        }
        var words = kept.split(separator: " ").map(String.init)
        while let last = words.last, last.hasSuffix(".") {
            words[words.count - 1] = String(last.dropLast())
            if words[words.count - 1].isEmpty { words.removeLast() }
        }
        return words.joined(separator: " ")
    }

    private static func containsAny(_ text: String, _ pieces: [String]) -> Bool {
        pieces.contains { text.contains($0) }
    }

    private static func remainder(of text: String, after openings: [String]) -> String? {
        for opening in openings where text.hasPrefix(opening) {
            let rest = String(text.dropFirst(opening.count))
            let trimmed = trimmingEndings(rest, [" in it", " in this", " in the film", " in the series", " in the show"])
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }

    private static func trimmingEndings(_ text: String, _ endings: [String]) -> String {
        for ending in endings where text.hasSuffix(ending) {
            return String(text.dropLast(ending.count))
        }
        return text
    }

    private static func droppingArticle(_ text: String) -> String {
        for article in ["the role of ", "the part of ", "the character ", "the "] where text.hasPrefix(article) {
            return String(text.dropFirst(article.count))
        }
        return text
    }

    private static func person(inRoleQuestion question: String) -> String? {
        for opening in roleOpenings where question.hasPrefix(opening) {
            let rest = String(question.dropFirst(opening.count))
            for ending in roleEndings where rest.hasSuffix(ending) {
                let person = String(rest.dropLast(ending.count))
                return person.isEmpty ? nil : person
            }
            // "whom does brad pitt play in fight club": the verb, then where.
            for verb in [" play in ", " portray in ", " voice in "] {
                guard let cut = rest.range(of: verb, options: .backwards) else { continue }
                let person = String(rest[..<cut.lowerBound])
                return person.isEmpty ? nil : person
            }
        }
        return nil
    }

    private static func person(inOtherWorkQuestion question: String) -> PersonMention? {
        for opening in otherWorkOpenings where question.hasPrefix(opening) {
            let person = trimmingEndings(String(question.dropFirst(opening.count)), otherWorkEndings)
            guard !person.isEmpty else { return nil }
            let asRole = person.hasPrefix("the ") ? crewRole(in: String(person.dropFirst(4)), asking: true) : nil
            return asRole.map(PersonMention.role) ?? .named(person)
        }
        return nil
    }

    private static func crewRole(in question: String, asking: Bool) -> CrewRole? {
        guard asking else { return nil }
        if containsAny(question, ["compos", "music", "score", "soundtrack"]) { return .composer }
        if containsAny(question, ["wrote", "writer", "written", "screenplay", "script"]) { return .writer }
        if containsAny(question, ["created", "creator", "came up with"]) { return .creator }
        if containsAny(question, ["produc"]) { return .producer }
        if containsAny(question, ["direct", "who made", "who's behind", "who is behind"]) { return .director }
        return nil
    }

    private static func season(in question: String) -> Int? {
        let words = question.split(separator: " ")
        for (index, word) in words.enumerated() where word == "season" && index + 1 < words.count {
            if let number = Int(words[index + 1]) { return number }
        }
        return nil
    }
}

import ArgumentParser
import CoreDomain
import LibraryDomain

/// The title a watchlist or watched command is about: its kind and its TMDb id,
/// `movie 550`, `tv 1399`.
struct TitleArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("movie or tv.", valueName: "kind"))
    var kind: LibraryKind

    @Argument(help: ArgumentHelp("The title's TMDb id (movie 550 is Fight Club, tv 1399 Game of Thrones).", valueName: "id"))
    var id: Int

    func validate() throws {
        if let problem = Self.problem(with: id) { throw ValidationError(problem) }
    }

    var title: TitleReference { TitleReference(kind: kind, id: id) }

    /// What is wrong with `id` as a title's id, or nil when nothing is.
    static func problem(with id: Int) -> String? {
        Numbering.ids.contains(id)
            ? nil : "\(id) is out of range for an id: ids are whole numbers from \(FailureWording.range(Numbering.ids))."
    }

    /// The title two words name, `movie 550`, read as the parser reads these arguments and
    /// checked as `validate` checks them; nil for anything the parser would refuse or read
    /// otherwise (a sign, a word that is not a kind, an id out of range): the parser says what
    /// is wrong.
    static func title(kind: String, id: String) -> TitleReference? {
        guard let kind = LibraryKind(argument: kind), let id = Self.id(id) else { return nil }
        return TitleReference(kind: kind, id: id)
    }

    /// A title's id written in digits alone, in range, as the parser reads it; nil otherwise.
    static func id(_ word: String) -> Int? {
        guard !word.isEmpty, word.utf8.allSatisfy({ (48...57).contains($0) }), let id = Int(argument: word), problem(with: id) == nil
        else { return nil }
        return id
    }
}

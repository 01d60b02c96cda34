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
        guard Numbering.ids.contains(id) else {
            throw ValidationError("\(id) is out of range for an id: ids are whole numbers from \(FailureWording.range(Numbering.ids)).")
        }
    }

    var title: TitleReference { TitleReference(kind: kind, id: id) }
}

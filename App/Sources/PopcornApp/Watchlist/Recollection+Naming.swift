import DesignSystem
import LibraryDomain

extension Recollection {
    /// How a line about `title` names it: "Fight Club (1999)" when its owner said what it is,
    /// else as the command line named it ("movie 550"), never a name guessed.
    func naming(_ title: TitleReference) -> String {
        guard let preview else { return title.description }
        return TitleWithYear.text(preview.name, year: preview.year)
    }
}

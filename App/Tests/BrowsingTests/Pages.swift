import Browsing
import DesignSystem

/// Pages made up for the browser's tests.
enum Pages {
    /// A page titled `title`, then `links` lines each holding one link to a movie (`see movie N`),
    /// then `filler` lines of text.
    static func movies(_ title: String = "Movie 5", links: [Int] = [51, 52], filler: Int = 0) -> BrowserPage<TestPlace> {
        var text = LinkedText<LinkTarget<TestPlace>>(lines: [title, ""])
        for link in links { text.append("  see movie \(link)", linking: "movie \(link)", to: .place(.movie(link))) }
        text.append(contentsOf: (0..<filler).map { "line \($0)" })
        return BrowserPage(lines: text.lines, links: text.links, heading: title, isError: false)
    }

    static func error(_ message: String = "There is no movie 9.") -> BrowserPage<TestPlace> {
        BrowserPage(lines: ["error: \(message)"], links: [], heading: "Movie 9", isError: true)
    }

    /// A page whose one link asks for the search prompt.
    static let searchLink: BrowserPage<TestPlace> = {
        var text = LinkedText<LinkTarget<TestPlace>>(lines: ["Home", ""])
        text.append("  Search", linking: "Search", to: .searchPrompt)
        return BrowserPage(lines: text.lines, links: text.links, heading: "Home", isError: false)
    }()

    /// A chat's page: its lines, and the line it takes.
    static func chat(_ lines: [String] = ["Chat about Movie 7"]) -> BrowserPage<TestPlace> {
        BrowserPage(lines: lines, links: [], heading: lines.first ?? "", isError: false, input: LineInput(prompt: "Ask: "))
    }
}

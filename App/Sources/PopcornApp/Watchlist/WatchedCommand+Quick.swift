import ArgumentParser
import CoreDomain
import LibraryDomain

extension WatchedCommand {
    /// A watch named on the command line: the title, and the rating and day when given.
    struct QuickWatch: Equatable {
        let title: TitleReference
        let rating: Int?
        let day: CalendarDate?
    }

    /// `watched movie|tv <id> [--rating N] [--on YYYY-MM-DD]` with only the options every command
    /// takes, read without swift-argument-parser (whose reflection of the commands is most of the
    /// command's start-up, docs/performance.md), as the parsed command would run it. Anything else
    /// (no title, --note, --type, an option given twice or in another order, a value the command
    /// would refuse) is left to the parser, which says what is wrong.
    static func quick(_ arguments: [String]) -> (options: CommonOptions, watch: QuickWatch)? {
        guard let (options, words) = CommonOptions.split(arguments), words.count >= 3, words.count.isMultiple(of: 2) == false,
            words[0] == configuration.commandName, let title = TitleArguments.title(kind: words[1], id: words[2])
        else { return nil }
        var rating: Int?
        var day: CalendarDate?
        var index = 3
        while index < words.count {
            let (name, value) = (words[index], words[index + 1])
            index += 2
            switch name {
            case "--rating" where rating == nil && !value.isEmpty && value.utf8.allSatisfy({ (48...57).contains($0) }):
                guard let number = Int(value), PersonalRating.range.contains(number) else { return nil }
                rating = number
            case "--on" where day == nil && !value.hasPrefix("-"):
                guard let date = CalendarDate(isoString: value) else { return nil }
                day = date
            default:
                return nil
            }
        }
        return (options, QuickWatch(title: title, rating: rating, day: day))
    }
}

import DesignSystem
import Testing

@testable import PopcornApp

/// The usage line of `--help` wraps to the width like any text, its bracketed parts whole.
@Suite struct HelpTextTests {
    static let usage =
        "USAGE: popcorn person <id> [--credits] [--type <type>] [--department <name>] [--json] [--no-color] [--no-pager] "
        + "[--source <source>] [--verbose]"

    @Test(arguments: [80, 60, 40, 20])
    func wrapsTheUsageLineKeepingEachBracketWhole(width: Int) {
        let lines = HelpText.fitted("OVERVIEW: a person.\n\n" + Self.usage + "\n\nARGUMENTS:", width: width)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(2) == ["OVERVIEW: a person.", ""])
        #expect(lines.suffix(2) == ["", "ARGUMENTS:"])
        let usage = lines.dropFirst(2).dropLast(2)
        // Only a part wider than the width on its own passes it, alone on its line.
        #expect(usage.allSatisfy { DisplayWidth.of($0) <= width || !$0.drop(while: { $0 == " " }).contains(" [") }, "\(usage)")
        #expect(usage.joined(separator: " ").split(separator: " ").joined(separator: " ") == Self.usage)
        #expect(usage.contains { $0.hasSuffix("[--source <source>]") || $0.hasSuffix("[--source <source>] [--verbose]") })
    }

    @Test func continuesUnderTheFirstArgument() {
        let wrapped = HelpText.wrappedUsage(Self.usage, width: 80).split(separator: "\n")
        #expect(wrapped.first == "USAGE: popcorn person <id> [--credits] [--type <type>] [--department <name>]")
        #expect(wrapped.count == 3)
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 22) + "[") }, "\(wrapped)")
    }

    @Test func leavesALineThatFitsAndEveryOtherLineAlone() {
        let help = "USAGE: popcorn config [--json]\n  --department <name>     With --credits, only the credits in this department"
        #expect(HelpText.fitted(help, width: 40) == help)
    }

    @Test func keepsANestedBracketWhole() {
        let tv = "USAGE: popcorn tv [<id [season n [episode m]] | popular | top-rated> ...] [--cast] [--similar]"
        let wrapped = HelpText.wrappedUsage(tv, width: 60)
        #expect(wrapped.contains("[<id [season n [episode m]] | popular | top-rated> ...]"), "\(wrapped)")
    }
}

import DesignSystem
import Testing

@Suite struct RuntimeTextTests {
    @Test(arguments: [(139, "2h 19m"), (120, "2h"), (45, "45m"), (0, ""), (-5, "")])
    func readsAsPeopleSayIt(minutes: Int, expected: String) {
        #expect(RuntimeText.format(minutes: minutes) == expected)
    }
}

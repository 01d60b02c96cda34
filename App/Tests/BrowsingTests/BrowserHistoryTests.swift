import Testing

@testable import Browsing

@Suite struct BrowserHistoryTests {
    @Test func startsAtItsFirstPlaceWithNowhereToGo() {
        var history = BrowserHistory<TestPlace>(start: .movie(550))
        #expect(history.current.place == .movie(550))
        #expect(!history.canGoBack && !history.canGoForward)
        let movedBack = history.back()
        let movedForward = history.forward()
        #expect(!movedBack && !movedForward)
    }

    @Test func goesBackAndForwardAlongThePlacesVisited() {
        var history = BrowserHistory<TestPlace>(start: .movie(550))
        history.push(.person(287))
        history.push(.movie(1422))
        let movedBackOnce = history.back()
        let movedBackTwice = history.back()
        #expect(movedBackOnce && movedBackTwice)
        #expect(history.current.place == .movie(550))
        let movedForward = history.forward()
        #expect(movedForward)
        #expect(history.current.place == .person(287))
        #expect(history.entries.map(\.place) == [.movie(550), .person(287), .movie(1422)])
    }

    @Test func aNewPlaceDropsThePlacesAhead() {
        var history = BrowserHistory<TestPlace>(start: .home)
        history.push(.movie(550))
        history.push(.person(287))
        history.back()
        history.push(.movie(551))
        #expect(history.entries.map(\.place) == [.home, .movie(550), .movie(551)])
        #expect(!history.canGoForward)
    }

    @Test func goingWhereItAlreadyIsChangesNothing() {
        var history = BrowserHistory<TestPlace>(start: .movie(550))
        history.push(.movie(550))
        #expect(history.entries.count == 1)
    }

    @Test func thePlaceVisitedTwiceIsTwoEntriesWithTheirOwnIds() {
        var history = BrowserHistory<TestPlace>(start: .home)
        history.push(.movie(550))
        history.push(.home)
        #expect(Set(history.entries.map(\.id)).count == 3)
    }

    @Test func remembersTheChosenLinkAndScrollOfEachPlace() {
        var history = BrowserHistory<TestPlace>(start: .movie(550))
        history.remember(selection: 4, scroll: 9)
        history.push(.person(287))
        history.back()
        #expect(history.current.selection == 4)
        #expect(history.current.scroll == 9)
    }
}

import CoreDomain
import Testing
import TitleListFeature

@testable import PopcornApp

@Suite struct TrendingWordingTests {
    let recent = TrendingBasis.recentTitles(years: [2014, 2015, 2016], titleCount: 100, minimumTitlesPerYear: 50)

    @Test func aLiveListNamesTheWindowTMDbCounted() {
        let trending = TrendingWording.trending(.window(.day), asked: .day, listing: .titles("films"))
        #expect(trending == TitleListTrending(window: .day, basis: "TMDb's trending figures over the last day."))
    }

    @Test func theCatalogueSaysItHasNoTrendingFiguresAndWhatItListsFromWhichYears() {
        #expect(
            TrendingWording.trending(recent, asked: nil, listing: .peopleCreditedOn("films")).basis
                == "The embedded catalogue has no trending figures: these are the people credited on the 100 most popular films of "
                + "2014–2016 whose credits it holds, its last 3 years with at least 50 such films, ranked by those films' popularity.")
        #expect(
            TrendingWording.trending(recent, asked: nil, listing: .titles("series")).basis
                == "The embedded catalogue has no trending figures: these are the 100 most popular series of 2014–2016, its last 3 years "
                + "with at least 50 series.")
        #expect(TrendingWording.trending(recent, asked: nil, listing: .titles("films")).window == nil)
    }

    @Test func aWindowAskedOfTheCatalogueIsAnsweredThatItHasNoSuchFigures() {
        let day = TrendingWording.trending(recent, asked: .day, listing: .peopleCreditedOn("films")).basis
        #expect(day.hasPrefix("The embedded catalogue has no daily figures (--window day needs TMDb): these are the people credited on"))
        let week = TrendingWording.trending(recent, asked: .week, listing: .titles("films")).basis
        #expect(week.hasPrefix("The embedded catalogue has no weekly figures (--window week needs TMDb): these are the 100"))
    }

    @Test func yearsApartAreListedAndNoBusyYearIsSaid() {
        let apart = TrendingBasis.recentTitles(years: [2012, 2014, 2016], titleCount: 30, minimumTitlesPerYear: 50)
        #expect(TrendingWording.trending(apart, asked: nil, listing: .titles("films")).basis.contains("of 2012, 2014 and 2016,"))
        let none = TrendingBasis.recentTitles(years: [], titleCount: 0, minimumTitlesPerYear: 50)
        #expect(
            TrendingWording.trending(none, asked: nil, listing: .titles("series")).basis
                == "The embedded catalogue has no trending figures, and no year in it holds 50 series to stand for them.")
    }
}

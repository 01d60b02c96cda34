import IntelligenceDomain

/// A tool's result that can be made shorter by keeping only the first entries of its lists.
protocol TrimmableSheet: Encodable {
    func keeping(_ count: Int) -> Self
}

extension TitleFactSheet: TrimmableSheet {
    func keeping(_ count: Int) -> TitleFactSheet {
        var sheet = self
        sheet.topCast = Array(topCast.prefix(count))
        sheet.seasons = Array(seasons.prefix(count))
        sheet.directors = Array(directors.prefix(max(count, 1)))
        sheet.creators = Array(creators.prefix(max(count, 1)))
        return sheet
    }
}

extension Credits: TrimmableSheet {
    func keeping(_ count: Int) -> Credits {
        Credits(cast: Array(cast.prefix(count)), crew: Array(crew.prefix(count)))
    }
}

extension SeasonDetails: TrimmableSheet {
    func keeping(_ count: Int) -> SeasonDetails {
        SeasonDetails(seriesID: seriesID, number: number, name: name, airDate: airDate, episodes: Array(episodes.prefix(count)))
    }
}

extension PersonCreditsSheet: TrimmableSheet {
    func keeping(_ count: Int) -> PersonCreditsSheet {
        PersonCreditsSheet(person: person, credits: Array(credits.prefix(count)))
    }
}

extension SimilarTitlesSheet: TrimmableSheet {
    func keeping(_ count: Int) -> SimilarTitlesSheet {
        SimilarTitlesSheet(titles: Array(titles.prefix(count)))
    }
}

extension ToolFailureSheet: TrimmableSheet {
    func keeping(_ count: Int) -> ToolFailureSheet { self }
}

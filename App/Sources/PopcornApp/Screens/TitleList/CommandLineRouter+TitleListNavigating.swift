import TitleListFeature

extension CommandLineRouter: TitleListNavigating {
    func openMovieDetails(movieID: Int) {
        note("\(Self.program) movie \(movieID)", template: "\(Self.program) movie <id>", purpose: "a movie's details")
    }

    func openTitleList(_ kind: TitleListKind, page: Int) {
        let list =
            switch kind {
            case .popular: "\(Self.program) movies popular"
            case .topRated: "\(Self.program) movies top-rated"
            case .similar(let movieID): "\(Self.program) movie \(movieID) --similar"
            case .popularSeries: "\(Self.program) tv popular"
            case .topRatedSeries: "\(Self.program) tv top-rated"
            case .similarSeries(let seriesID): "\(Self.program) tv \(seriesID) --similar"
            }
        note(page == 1 ? list : "\(list) --page \(page)", purpose: "page \(page)")
    }
}

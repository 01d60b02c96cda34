import HomeFeature

enum HomeFixtures {
    static let fightClub = HomeItem(id: 550, name: "Fight Club", year: 1999)
    static let pirates = HomeItem(id: 58, name: "Pirates of the Caribbean: Dead Man's Chest", year: 2006)
    static let spiritedAway = HomeItem(id: 129, name: "千と千尋の神隠し", year: 2001)
    static let gameOfThrones = HomeItem(id: 1399, name: "Game of Thrones", year: 2011)
    static let untitledSeries = HomeItem(id: 4, name: "Untitled Pilot")
    static let bradPitt = HomeItem(id: 287, name: "Brad Pitt", knownForDepartment: "Acting")
    static let miyazaki = HomeItem(id: 608, name: "Hayao Miyazaki", knownForDepartment: "Directing")
    static let rumiHiiragi = HomeItem(id: 19587, name: "Rumi Hiiragi")

    static let home = HomeContent(
        popularMovies: [fightClub, pirates, spiritedAway],
        popularSeries: [gameOfThrones, untitledSeries],
        popularPeople: [bradPitt, miyazaki, rumiHiiragi]
    )
}

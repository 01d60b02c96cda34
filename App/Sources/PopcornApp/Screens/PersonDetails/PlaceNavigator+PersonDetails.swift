import PersonDetailsFeature

extension PlaceNavigator: PersonDetailsNavigating {
    func openPersonCredits(personID: Int) { open(PersonCreditsPlace(id: personID)) }
}

extension PlaceNavigator {
    /// Every screen's link to a person it names.
    func openPersonDetails(personID: Int) { open(PersonPlace(id: personID)) }
}

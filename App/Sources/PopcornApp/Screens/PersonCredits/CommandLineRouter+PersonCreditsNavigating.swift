import PersonCreditsFeature

extension CommandLineRouter: PersonCreditsNavigating {
    /// Also every other screen's link to a person it names.
    func openPersonDetails(personID: Int) {
        note("\(Self.program) person \(personID)", template: "\(Self.program) person <id>", purpose: "a person's page")
    }
}

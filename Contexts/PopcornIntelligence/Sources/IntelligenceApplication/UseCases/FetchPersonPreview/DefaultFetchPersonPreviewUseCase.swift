import IntelligenceDomain

struct DefaultFetchPersonPreviewUseCase: FetchPersonPreviewUseCase {
    let people: any PersonProviding

    func execute(id: Int) async throws(FetchPersonPreviewError) -> PersonPreview {
        try await people.person(withID: id)
    }
}

import SamplesDomain

struct DefaultFetchReadEntityPreviewUseCase: FetchReadEntityPreviewUseCase {
    let readItems: any ReadEntityProviding

    func execute(id: Int) async throws(FetchReadEntityPreviewError) -> ReadEntityPreview {
        try await readItems.readEntity(withID: id)
    }
}

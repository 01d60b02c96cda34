import ReadItemsDomain
import SamplesDomain

/// The Read items context's read entity as the Sample items context's preview of it.
struct ReadEntityPreviewMapper {
    func map(_ readEntity: ReadEntity) -> SamplesDomain.ReadEntityPreview {
        SamplesDomain.ReadEntityPreview(id: readEntity.id, name: readEntity.readEntityName)
    }
}

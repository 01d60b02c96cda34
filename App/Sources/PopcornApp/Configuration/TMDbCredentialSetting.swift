import TMDb

/// The credential Popcorn sends TMDb, and where it was found. The vendor's `TMDbCredential` keeps
/// the secret out of every printing, dump and reflection, so this setting, and anything holding
/// it, never shows it either.
struct TMDbCredentialSetting: Sendable {
    let credential: TMDbCredential
    let origin: SettingOrigin

    var kind: TMDbCredentialKind { credential.kind }
}

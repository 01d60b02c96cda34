public import IntelligenceDomain

/// Why the conversations could not be listed: the store could not be read.
public typealias ListConversationsError = ConversationStoreError

import CrossfadeInteractions

/// The binary form of an interaction's state summary, what `crossfade_state` writes and
/// crossfade.js's `wasm-engine.js` reads: the model's keys in its order, then each
/// child's state nested.
///
/// ```
/// state  u32 n · n × (str key · u8 ValueTag · value), a child's value a state
/// ```
public enum StateEncoding {
    /// Writes `state`: its scalar entries, then its children's states (`ValueTag.child`), each nested in full.
    public static func write(_ state: InteractionState, to writer: inout ByteWriter) {
        writer.u32(UInt32(truncatingIfNeeded: state.entries.count + state.nested.count))
        writeEntries(state.entries, to: &writer)
        for child in state.nested {
            writer.string(child.key)
            writer.u8(ValueTag.child.rawValue)
            writer.u32(UInt32(truncatingIfNeeded: child.entries.count))
            writeEntries(child.entries, to: &writer)
        }
    }

    static func writeEntries(_ entries: [InteractionState.Entry], to writer: inout ByteWriter) {
        for entry in entries {
            writer.string(entry.key)
            writer.scalar(entry.value)
        }
    }
}

package dev.wirerace.payload.schema;

/** Why a list of lists is refused: protobuf has none, and a wrapper message would be a type the user did not write. */
final class ListsOfLists {

    static final String WHY = "a list of lists: protobuf has no repeated repeated field (put the inner list in an"
            + " object's field)";

    private ListsOfLists() {
    }
}

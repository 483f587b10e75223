"""Network play's core, free of Qt and of sockets: the wire protocol (:mod:`.protocol`) and
the host's side of it (:mod:`.host_logic`). The transport (Qt Network in the event loop)
feeds it bytes and sends the frames it returns; see docs/network-protocol.md.
"""

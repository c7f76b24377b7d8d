package desk;

public enum TicketStatus { OPEN, CLOSED }
